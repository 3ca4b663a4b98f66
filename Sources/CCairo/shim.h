// CCairo: cairo + pango (via pangocairo) for the raster backend. Header-only helpers
// for the few things that are macros or awkward from Swift.
#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

/// PANGO_SCALE (a macro).
static inline int trl_pango_scale(void) { return PANGO_SCALE; }

/// Releases a GObject (layouts, contexts, font maps).
static inline void trl_g_object_unref(void *object) { g_object_unref(object); }

/// A fontconfig configuration of its own (the system's configuration file and fonts), for
/// one session's app fonts; NULL on failure. Destroy with trl_fc_config_destroy.
static inline void *trl_fc_config_new(void) { return FcInitLoadConfigAndFonts(); }

static inline void trl_fc_config_destroy(void *config) { FcConfigDestroy((FcConfig *)config); }

/// How many faces FreeType reads in the font file at `path` (0: not a font it reads).
static inline int trl_fc_face_count(const char *path) {
    int count = 0;
    FcPattern *pattern = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
    if (pattern == NULL) return 0;
    FcPatternDestroy(pattern);
    return count > 0 ? count : 1;
}

/// Adds the font file at `path` to `config`'s application fonts; 1 on success.
static inline int trl_fc_add_file(void *config, const char *path) {
    return FcConfigAppFontAddFile((FcConfig *)config, (const FcChar8 *)path) ? 1 : 0;
}

/// A cairo font map that finds fonts through `config` (NULL: the process's current one).
static inline void *trl_pango_font_map_new(void *config) {
    PangoFontMap *map = pango_cairo_font_map_new();
    if (config != NULL && PANGO_IS_FC_FONT_MAP(map)) pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), (FcConfig *)config);
    return map;
}

/// The family of the font `map` loads for `description` (g_free the result), or NULL.
static inline char *trl_pango_loaded_family(void *map, void *context, const PangoFontDescription *description) {
    PangoFont *font = pango_font_map_load_font((PangoFontMap *)map, (PangoContext *)context, description);
    if (font == NULL) return NULL;
    PangoFontDescription *d = pango_font_describe(font);
    char *family = g_strdup(pango_font_description_get_family(d));
    pango_font_description_free(d);
    g_object_unref(font);
    return family;
}

static inline void trl_g_free(void *p) { g_free(p); }

#endif
