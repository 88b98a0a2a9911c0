"""Request models of the HTTP contract, and the responses that belong to no use case: one module
per function (named as in functions/main.py), so a function's cold start loads only its own.

Use-case outcomes (moss.usecases.*) are the other responses.
"""
