// `import os`: Apple's module for unified logging (`Logger`, `os_log`) on Linux is OSLog.
@_exported import OSLog
