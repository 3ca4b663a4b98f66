// trellisd: the Trellis renderer daemon. See Daemon.swift for the flags.
TrellisDaemon.main()
