// Not a member of the Tally target in Tally.xcodeproj: a port that reads the project file
// leaves it out, and it would not compile if it were built.
this is not Swift
