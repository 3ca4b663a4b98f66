// Placeholder until this module gets its real content.
