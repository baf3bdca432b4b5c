"""Developer tools: screenshots (python -m muster.tools.screenshots OUTDIR)."""
