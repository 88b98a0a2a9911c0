"""Redis as Memorystore runs it with transit encryption: TLS and AUTH, against a real redis-server.

The server's certificate is signed by a throwaway CA; MOSS reaches it with a rediss:// URL
carrying the AUTH string and `MOSS_REDIS_CA_CERT`, and refuses a server it cannot verify.
"""

from __future__ import annotations

import datetime
import ipaddress
import shutil
import subprocess
import time
from collections.abc import Iterator

import pytest
import redis
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from moss.domain.errors import Unavailable
from moss.usecases.parse import Parse

from ..apps import app_settings, installed_app
from ..fakes import SEED_NOW
from ..servers import START_TIMEOUT_SECONDS, free_port

PASSWORD = "memorystore-auth-string"


def certificate(subject: str, key, issuer_name: x509.Name, signer, *, ca: bool) -> x509.Certificate:
    now = datetime.datetime.now(datetime.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)]))
        .issuer_name(issuer_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if not ca:
        builder = builder.add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False
        )
    return builder.sign(signer, hashes.SHA256())


def pem(item) -> bytes:
    if isinstance(item, x509.Certificate):
        return item.public_bytes(serialization.Encoding.PEM)
    return item.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


@pytest.fixture(scope="module")
def tls_redis(tmp_path_factory) -> Iterator[tuple[str, str]]:
    """A redis-server speaking only TLS, with AUTH: its rediss:// URL and the PEM of its CA."""
    directory = tmp_path_factory.mktemp("redis-tls")
    ca_key, server_key = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    ca = certificate(
        "moss test CA", ca_key, x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "moss test CA")]), ca_key, ca=True
    )
    server = certificate("127.0.0.1", server_key, ca.subject, ca_key, ca=False)
    for name, item in (("ca.pem", ca), ("server.pem", server), ("server.key", server_key)):
        (directory / name).write_bytes(pem(item))
    port = free_port()
    process = subprocess.Popen(
        [
            shutil.which("redis-server") or "redis-server",
            "--port", "0",
            "--tls-port", str(port),
            "--bind", "127.0.0.1",
            "--tls-cert-file", str(directory / "server.pem"),
            "--tls-key-file", str(directory / "server.key"),
            "--tls-ca-cert-file", str(directory / "ca.pem"),
            "--tls-auth-clients", "no",
            "--requirepass", PASSWORD,
            "--save", "",
            "--appendonly", "no",
            "--dir", str(directory),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"rediss://:{PASSWORD}@127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url, ssl_ca_certs=str(directory / "ca.pem"), socket_connect_timeout=0.2)
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while True:
        try:
            client.ping()
            break
        except redis.ConnectionError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("redis-server did not start with TLS") from None
            time.sleep(0.05)
    client.close()
    yield url, pem(ca).decode()
    process.terminate()
    process.wait(timeout=10)


def parse_through(url: str, ca_cert: str | None) -> None:
    settings = app_settings(working_store="redis", redis_url=url, redis_ca_cert=ca_cert, redis_timeout_seconds=0.5)
    with installed_app(settings) as app:
        app.usecases.handle(Parse("alice", "Sync on the 24th at 9.", now=SEED_NOW))


def test_the_working_store_speaks_tls_with_auth_and_the_instance_ca(tls_redis):
    url, ca_cert = tls_redis
    parse_through(url, ca_cert)


def test_a_server_the_ca_does_not_vouch_for_is_refused(tls_redis):
    url, _ = tls_redis
    with pytest.raises(Unavailable):  # the system CAs do not know the test CA
        parse_through(url, None)


def test_a_wrong_auth_string_is_refused(tls_redis):
    url, ca_cert = tls_redis
    with pytest.raises(Unavailable):
        parse_through(url.replace(PASSWORD, "guessed"), ca_cert)
