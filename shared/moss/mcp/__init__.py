"""MOSS for agents: the MCP server (server.py) over streamable HTTP (http.py) and stdio (__main__.py)."""
