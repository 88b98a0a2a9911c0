"""Adapters: implementations of the ports in moss.ports."""
