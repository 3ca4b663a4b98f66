// CX11: Xlib and cairo-xlib for the X11 backend, plus helpers for Xlib's macros.
#ifndef TRELLIS_CX11_SHIM_H
#define TRELLIS_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/cursorfont.h>
#include <cairo.h>
#include <cairo-xlib.h>
#include <locale.h>

static inline int trl_x_connection_number(Display *d) { return ConnectionNumber(d); }
static inline int trl_x_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window trl_x_root_window(Display *d, int s) { return RootWindow(d, s); }
static inline Visual *trl_x_default_visual(Display *d, int s) { return DefaultVisual(d, s); }
static inline int trl_x_default_depth(Display *d, int s) { return DefaultDepth(d, s); }
static inline unsigned long trl_x_white_pixel(Display *d, int s) { return WhitePixel(d, s); }
static inline int trl_x_display_width(Display *d, int s) { return DisplayWidth(d, s); }
static inline int trl_x_display_width_mm(Display *d, int s) { return DisplayWidthMM(d, s); }

/// XGetPixel and XDestroyImage are macros over the image's function table.
static inline unsigned long trl_x_get_pixel(XImage *i, int x, int y) { return XGetPixel(i, x, y); }
static inline void trl_x_destroy_image(XImage *i) { XDestroyImage(i); }

/// XNextEvent's union, read field by field (Swift imports unions awkwardly).
static inline int trl_x_event_type(const XEvent *e) { return e->type; }
static inline Window trl_x_event_window(const XEvent *e) { return e->xany.window; }

/// An input context for `w` on `im` (XIM's variadic XCreateIC is not callable from Swift).
static inline XIC trl_x_create_ic(XIM im, Window w) {
    if (!im) return NULL;
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, w, XNFocusWindow, w, NULL);
}
#endif
