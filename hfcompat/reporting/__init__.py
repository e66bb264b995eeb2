"""Reading runs for people: the summary, run-vs-run history, speed per mode, the report and the dashboard build."""
