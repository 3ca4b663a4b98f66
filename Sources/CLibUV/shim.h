// CLibUV: libuv for trellisd, plus handle casts that are awkward to write in Swift.
// Socket paths and addresses are TrellisSocket's job, not this shim's.
#ifndef TRELLIS_CLIBUV_SHIM_H
#define TRELLIS_CLIBUV_SHIM_H

#include <uv.h>
#if defined(__GLIBC__)
#include <malloc.h>
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

#endif
