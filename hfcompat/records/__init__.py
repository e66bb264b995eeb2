"""Records and run directories: the record schema, writing and reading runs, merging shards, tables and exports."""
