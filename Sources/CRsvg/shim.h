// CRsvg: librsvg for the raster backend's symbol icons. The few calls it needs, wrapped so
// Swift sees no GLib types (errors are freed here; a handle is an opaque pointer).
#ifndef TRELLIS_CRSVG_SHIM_H
#define TRELLIS_CRSVG_SHIM_H

#define RSVG_DISABLE_DEPRECATION_WARNINGS 1
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

static inline void trl_rsvg_free(void *handle) { g_object_unref(handle); }

#endif
