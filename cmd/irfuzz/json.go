package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
)

// jsonUsage is the help text of every command's --json flag.
const jsonUsage = "print the result as one JSON document on stdout (progress and errors stay on stderr)"

// addJSONFlag defines --json on fs.
func addJSONFlag(fs *flag.FlagSet) *bool { return fs.Bool("json", false, jsonUsage) }

// printJSON prints v indented on stdout; name is the command, for the
// error message.
func printJSON(stdout, stderr io.Writer, name string, v any) int {
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "irfuzz %s: %v\n", name, err)
		return exitUsage
	}
	return exitOK
}

// flagsSet returns the names of the flags given on the command line.
func flagsSet(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}
