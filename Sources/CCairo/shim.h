// CCairo: cairo + pango (via pangocairo) for the raster backend. Header-only helpers
// for the few things that are macros or awkward from Swift.
#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE (a macro).
static inline int trl_pango_scale(void) { return PANGO_SCALE; }

/// Releases a GObject (layouts, contexts, font maps).
static inline void trl_g_object_unref(void *object) { g_object_unref(object); }

#endif
