// CTerminal: the few Linux calls the terminal backend needs that Swift's Glibc module
// does not expose (epoll, pipe2, the variadic ioctl). Header-only, static inline.
#ifndef TRELLIS_CTERMINAL_SHIM_H
#define TRELLIS_CTERMINAL_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <unistd.h>

/// A close-on-exec epoll instance watching `a` and `b` for readability; -errno on failure.
static inline int trl_epoll_watch(int a, int b) {
    int ep = epoll_create1(EPOLL_CLOEXEC);
    if (ep < 0) return -errno;
    int fds[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        struct epoll_event ev = {0};
        ev.events = EPOLLIN;
        ev.data.fd = fds[i];
        if (epoll_ctl(ep, EPOLL_CTL_ADD, fds[i], &ev) != 0) {
            int e = errno;
            close(ep);
            return -e;
        }
    }
    return ep;
}

/// A non-blocking, close-on-exec pipe; 0 or -errno.
static inline int trl_pipe_nonblocking(int fds[2]) {
    return pipe2(fds, O_NONBLOCK | O_CLOEXEC) == 0 ? 0 : -errno;
}

/// The terminal size of `fd` in cells; 0 on success, -errno otherwise.
static inline int trl_window_size(int fd, int *columns, int *rows) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -errno;
    *columns = ws.ws_col;
    *rows = ws.ws_row;
    return 0;
}

#endif
