// CLibUV: libuv for trellisd, plus a few tiny helpers that are awkward to write in
// Swift (sockaddr_un, handle casts). Everything here is header-only and static inline.
#ifndef TRELLIS_CLIBUV_SHIM_H
#define TRELLIS_CLIBUV_SHIM_H

#include <uv.h>
#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

/// Longest Unix socket path libuv 1.44 accepts without silently truncating it.
static inline size_t trl_max_socket_path(void) {
    struct sockaddr_un a;
    return sizeof(a.sun_path) - 1;
}

/// Probes whether a daemon is listening on `path`.
/// Returns 1 when a connect succeeds (a live daemon), 0 when nothing listens there
/// (ECONNREFUSED: a stale socket file left by a crashed daemon), 2 when the path
/// does not exist, 3 when the path exists but is not a socket, and -errno otherwise.
static inline int trl_probe_unix_socket(const char *path) {
    struct stat st;
    if (lstat(path, &st) != 0) return errno == ENOENT ? 2 : -errno;
    if (!S_ISSOCK(st.st_mode)) return 3;
    if (strlen(path) > trl_max_socket_path()) return -ENAMETOOLONG;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -errno;
    struct sockaddr_un addr;
    memset(&addr, 0, sizeof addr);
    addr.sun_family = AF_UNIX;
    strncpy(addr.sun_path, path, sizeof addr.sun_path - 1);
    int rc = connect(fd, (struct sockaddr *)&addr, sizeof addr);
    int err = errno;
    close(fd);
    if (rc == 0) return 1;
    if (err == ECONNREFUSED) return 0;
    return -err;
}

static inline uv_stream_t *trl_as_stream(void *handle) { return (uv_stream_t *)handle; }
static inline uv_handle_t *trl_as_handle(void *handle) { return (uv_handle_t *)handle; }

#endif
