// CPoppler: poppler-glib for the raster backend's PDF images (an asset catalog's vector PDF).
// The few calls it needs, wrapped so Swift sees no GLib types: errors are copied out and
// freed here, a page is an opaque pointer that keeps its document alive.
#ifndef TRELLIS_CPOPPLER_SHIM_H
#define TRELLIS_CPOPPLER_SHIM_H

#include <stdio.h>
#include <poppler.h>

/// The first page of the PDF `data`, or NULL with poppler's reason copied into `why` (at
/// most `n` bytes). The bytes are copied: the caller's buffer may go.
static inline void *trl_pdf_load_first_page(const unsigned char *data, size_t length, char *why, size_t n) {
    GError *error = NULL;
    GBytes *bytes = g_bytes_new(data, length);
    PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (document == NULL) {
        if (why != NULL && n > 0) snprintf(why, n, "%s", error != NULL ? error->message : "poppler read nothing");
        if (error != NULL) g_error_free(error);
        return NULL;
    }
    if (poppler_document_get_n_pages(document) < 1) {
        if (why != NULL && n > 0) snprintf(why, n, "the document has no pages");
        g_object_unref(document);
        return NULL;
    }
    PopplerPage *page = poppler_document_get_page(document, 0);
    g_object_unref(document);   // the page holds its document
    if (page == NULL && why != NULL && n > 0) snprintf(why, n, "the first page cannot be read");
    return page;
}

/// The page's size in points (its MediaBox/CropBox, turned by its /Rotate).
static inline void trl_pdf_page_size(void *page, double *width, double *height) {
    poppler_page_get_size((PopplerPage *)page, width, height);
}

/// Renders the page into (0, 0, width, height) stretched from its size (`pw` × `ph`).
static inline void trl_pdf_render_stretched(void *page, cairo_t *cr, double pw, double ph, double width, double height) {
    cairo_save(cr);
    cairo_scale(cr, width / pw, height / ph);
    poppler_page_render((PopplerPage *)page, cr);
    cairo_restore(cr);
}

static inline void trl_pdf_free(void *page) { g_object_unref(page); }

#endif
