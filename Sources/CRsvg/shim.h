// CRsvg: librsvg for the raster backend's symbol icons. The few calls it needs, wrapped so
// Swift sees no GLib types (errors are freed here; a handle is an opaque pointer).
#ifndef TRELLIS_CRSVG_SHIM_H
#define TRELLIS_CRSVG_SHIM_H

#define RSVG_DISABLE_DEPRECATION_WARNINGS 1
#include <stdio.h>
#include <string.h>
#include <librsvg/rsvg.h>

/// Parses the SVG file at `path`, or NULL when it cannot be read or parsed. With `css`,
/// that user stylesheet applies to the document (librsvg 2.48 and later).
static inline void *trl_rsvg_load(const char *path, const char *css) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &error);
    if (handle == NULL) {
        if (error != NULL) g_error_free(error);
        return NULL;
    }
    if (css != NULL) {
        if (!rsvg_handle_set_stylesheet(handle, (const guint8 *)css, strlen(css), &error) && error != NULL) {
            g_error_free(error);
        }
    }
    return handle;
}

/// Renders the whole document scaled into the rectangle (aspect ratio kept, centred).
/// Returns 0 on failure.
static inline int trl_rsvg_render(void *handle, cairo_t *cr, double x, double y, double width, double height) {
    RsvgRectangle viewport = { x, y, width, height };
    GError *error = NULL;
    gboolean ok = rsvg_handle_render_document((RsvgHandle *)handle, cr, &viewport, &error);
    if (error != NULL) g_error_free(error);
    return ok ? 1 : 0;
}

/// Parses SVG bytes (an image a session defined), or NULL with librsvg's reason copied into
/// `why` (at most `n` bytes). Lengths resolve at 96 dpi, so a CSS pixel is one unit.
static inline void *trl_rsvg_load_data(const unsigned char *data, size_t length, char *why, size_t n) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, length, &error);
    if (handle == NULL) {
        if (why != NULL && n > 0) snprintf(why, n, "%s", error != NULL ? error->message : "librsvg read nothing");
        if (error != NULL) g_error_free(error);
        return NULL;
    }
    rsvg_handle_set_dpi(handle, 96);
    return handle;
}

/// The document's intrinsic size in CSS pixels: its width and height when both are absolute,
/// else its viewBox's size. Returns 0 when it has neither.
static inline int trl_rsvg_intrinsic_size(void *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels((RsvgHandle *)handle, width, height) && *width > 0 && *height > 0) return 1;
    gboolean has_w, has_h, has_box;
    RsvgLength w, h;
    RsvgRectangle box;
    rsvg_handle_get_intrinsic_dimensions((RsvgHandle *)handle, &has_w, &w, &has_h, &h, &has_box, &box);
    if (!has_box || box.width <= 0 || box.height <= 0) return 0;
    *width = box.width;
    *height = box.height;
    return 1;
}

/// Renders the document into (0, 0, width, height) stretched from its intrinsic size
/// (`iw` × `ih`): the caller's frame decides the aspect, as for a bitmap. Returns 0 on failure.
static inline int trl_rsvg_render_stretched(void *handle, cairo_t *cr, double iw, double ih, double width, double height) {
    cairo_save(cr);
    cairo_scale(cr, width / iw, height / ih);
    RsvgRectangle viewport = { 0, 0, iw, ih };
    GError *error = NULL;
    gboolean ok = rsvg_handle_render_document((RsvgHandle *)handle, cr, &viewport, &error);
    if (error != NULL) g_error_free(error);
    cairo_restore(cr);
    return ok ? 1 : 0;
}

static inline void trl_rsvg_free(void *handle) { g_object_unref(handle); }

#endif
