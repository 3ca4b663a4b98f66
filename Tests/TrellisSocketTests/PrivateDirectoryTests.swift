// R6: the default socket lives in a private directory, created and checked safely, and a
// client refuses a socket that belongs to another user.
import Foundation
import Testing
@testable import TrellisSocket
#if canImport(Glibc)
import Glibc
#endif

@Suite struct PrivateDirectoryTests {
    func scratch() -> String {
        NSTemporaryDirectory() + "trl-priv-\(UInt32.random(in: 0...UInt32.max))"
    }

    @Test("without XDG_RUNTIME_DIR the socket is in /tmp/trellis-UID/, never a file in /tmp itself")
    func defaultPath() {
        #expect(UnixSocket.defaultPath(environment: [:]) == "/tmp/trellis-\(getuid())/trellis.sock")
        #expect(UnixSocket.defaultPath(environment: ["XDG_RUNTIME_DIR": "/run/user/7"]) == "/run/user/7/trellis.sock")
        #expect(UnixSocket.defaultPath(environment: ["TRELLIS_SOCKET": "/x/y.sock"]) == "/x/y.sock")
    }

    @Test("the private directory is created 0700; a shared, linked or foreign one is refused with the reason")
    func directoryChecks() throws {
        let dir = scratch()
        defer { rmdir(dir) }
        try UnixSocket.preparePrivateDirectory(dir)
        var st = stat()
        #expect(lstat(dir, &st) == 0 && st.st_mode & 0o777 == 0o700)
        try UnixSocket.preparePrivateDirectory(dir)   // again: fine

        chmod(dir, 0o755)
        #expect(throws: UnixSocketError.unsafeDirectory(path: dir, reason: "its mode 755 lets other users in (needs 700)")) {
            try UnixSocket.checkPrivateDirectory(dir)
        }
        chmod(dir, 0o700)

        let link = scratch()
        #expect(symlink(dir, link) == 0)
        defer { unlink(link) }
        #expect(throws: UnixSocketError.unsafeDirectory(path: link, reason: "it is a symbolic link")) {
            try UnixSocket.checkPrivateDirectory(link)
        }
        let file = scratch()
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { unlink(file) }
        #expect(throws: UnixSocketError.unsafeDirectory(path: file, reason: "it is not a directory")) {
            try UnixSocket.checkPrivateDirectory(file)
        }

        if getuid() == 0 {
            #expect(chown(dir, 4242, 4242) == 0)
            #expect(throws: UnixSocketError.unsafeDirectory(path: dir, reason: "it belongs to uid 4242, not to this user (uid 0)")) {
                try UnixSocket.checkPrivateDirectory(dir)
            }
        }
    }

    @Test("a client refuses to connect to a socket another user owns", .enabled(if: getuid() == 0, "needs root to chown"))
    func foreignSocket() throws {
        let path = scratch() + ".sock"
        let fd = try UnixSocket.listen(path: path)
        defer { close(fd); unlink(path) }
        #expect(chown(path, 4242, 4242) == 0)
        #expect(throws: UnixSocketError.foreignSocket(path: path, owner: 4242)) { try UnixSocket.connect(path: path) }
        #expect("\(UnixSocketError.foreignSocket(path: path, owner: 4242))".contains("belongs to uid 4242"))
        setenv("TRELLIS_TRUST_SOCKET_OWNER", "4242", 1)
        defer { unsetenv("TRELLIS_TRUST_SOCKET_OWNER") }
        close(try UnixSocket.connect(path: path))   // trusted on purpose
    }
}
