// CLibUV: libuv for trellisd, plus handle casts that are awkward to write in Swift.
// Socket paths and addresses are TrellisSocket's job, not this shim's.
#ifndef TRELLIS_CLIBUV_SHIM_H
#define TRELLIS_CLIBUV_SHIM_H

#include <uv.h>

static inline uv_stream_t *trl_as_stream(void *handle) { return (uv_stream_t *)handle; }
static inline uv_handle_t *trl_as_handle(void *handle) { return (uv_handle_t *)handle; }

#endif
