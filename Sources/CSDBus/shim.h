// sd-bus (libsystemd) for the AT-SPI2 bridge, plus epoll, which aggregates the bridge's
// per-session bus descriptors into the one descriptor the daemon's loop watches.
// Only the non-variadic sd-bus calls are usable from Swift; the vtable macros are C
// compound literals Swift cannot import, so the bridge registers fallback handlers.
#include <systemd/sd-bus.h>
#include <sys/epoll.h>
#include <errno.h>

/// An sd_bus_error with no name: the `SD_BUS_ERROR_NULL` initializer.
static inline sd_bus_error trl_sd_bus_error_null(void) {
    sd_bus_error e = SD_BUS_ERROR_NULL;
    return e;
}
