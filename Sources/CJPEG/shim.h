// CJPEG: libjpeg-turbo for the raster backend's JPEG bitmaps. libjpeg reports errors by
// calling error_exit, which by default exits the process: here it jumps back instead, so
// bad bytes make a call return 0 and never end the daemon. Swift sees only these functions.
#ifndef TRELLIS_CJPEG_SHIM_H
#define TRELLIS_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

struct trl_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void trl_jpeg_error_exit(j_common_ptr cinfo) {
    longjmp(((struct trl_jpeg_error *)cinfo->err)->jump, 1);
}

/// Warnings (corrupt data libjpeg can go on from) are not printed.
static void trl_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// Decodes the JPEG `bytes` (`length` of them). With `out` NULL, only reads the header:
/// writes the image's size to `*width`, `*height` and returns 1. With `out`, decodes into it
/// (`*height` rows of `stride` bytes, 4 bytes a pixel in B, G, R, A order with A 255: cairo's
/// ARGB32 on a little-endian machine) and returns 1. Returns 0 for bytes libjpeg cannot read,
/// a colour space it cannot convert (CMYK), or a size other than the one `*width`, `*height`
/// announced.
static inline int trl_jpeg_decode(const unsigned char *bytes, size_t length, int *width, int *height,
                                  unsigned char *out, int stride) {
    struct jpeg_decompress_struct cinfo;
    struct trl_jpeg_error err;
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = trl_jpeg_error_exit;
    err.base.output_message = trl_jpeg_output_message;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, bytes, (unsigned long)length);
    if (jpeg_read_header(&cinfo, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    if (out == NULL) {
        *width = (int)cinfo.image_width;
        *height = (int)cinfo.image_height;
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    if ((int)cinfo.image_width != *width || (int)cinfo.image_height != *height) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    cinfo.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 1;
}

#endif
