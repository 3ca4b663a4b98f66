// Tests of trellis port.
