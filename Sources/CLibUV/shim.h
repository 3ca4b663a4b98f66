// CLibUV: libuv for trellisd, plus handle casts that are awkward to write in Swift.
// Socket paths and addresses are TrellisSocket's job, not this shim's.
#ifndef TRELLIS_CLIBUV_SHIM_H
#define TRELLIS_CLIBUV_SHIM_H

#include <uv.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/socket.h>
#endif

static inline uv_stream_t *trl_as_stream(void *handle) { return (uv_stream_t *)handle; }
static inline uv_handle_t *trl_as_handle(void *handle) { return (uv_handle_t *)handle; }

/// Returns the heap's free pages to the system (glibc); a no-op elsewhere.
static inline int trl_heap_trim(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}

/// The process and user at the other end of a connected Unix socket (Linux SO_PEERCRED;
/// the struct is spelled out because `struct ucred` needs _GNU_SOURCE). 0 on success.
static inline int trl_peer_credentials(void *pipe, int *pid, unsigned *uid, unsigned *gid) {
#if defined(__linux__)
    struct { int pid; unsigned uid; unsigned gid; } c;
    socklen_t len = sizeof c;
    uv_os_fd_t fd;
    if (uv_fileno((uv_handle_t *)pipe, &fd) != 0) return -1;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &c, &len) != 0) return -1;
    *pid = c.pid;
    *uid = c.uid;
    *gid = c.gid;
    return 0;
#else
    return -1;
#endif
}

#endif
