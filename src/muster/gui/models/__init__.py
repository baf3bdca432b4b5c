"""Item models adapting service data to Qt views, updated row by row from ChangeSets."""
