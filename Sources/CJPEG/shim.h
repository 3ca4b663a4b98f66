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
/// ARGB32 on a little-endian machine) and returns 1; CMYK and YCCK files (inverted when an
/// Adobe APP14 marker says so) are converted naively, without an ICC profile. Returns 0 for
/// bytes libjpeg cannot read or a size other than the one `*width`, `*height` announced.
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
    // CMYK (and YCCK, which libjpeg turns into CMYK) is read as four channels per pixel
    // into the row itself and turned into BGRA there. Adobe's encoders (Photoshop, most
    // print workflows: an APP14 "Adobe" marker) store the inks inverted (0 = full ink).
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    int inverted = cmyk && cinfo.saw_Adobe_marker;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (!cmyk) continue;
        for (int x = 0; x < *width; x++) {
            unsigned char *p = row + (size_t)x * 4;
            // What is left of white under each ink: (255 - ink) per channel, times (255 - K).
            unsigned c = inverted ? p[0] : 255u - p[0], m = inverted ? p[1] : 255u - p[1];
            unsigned y = inverted ? p[2] : 255u - p[2], k = inverted ? p[3] : 255u - p[3];
            p[0] = (unsigned char)((y * k + 127) / 255);   /* B */
            p[1] = (unsigned char)((m * k + 127) / 255);   /* G */
            p[2] = (unsigned char)((c * k + 127) / 255);   /* R */
            p[3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 1;
}

#endif
