package com.acme;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.avro.Protocol;
import org.apache.avro.ipc.HandshakeMatch;
import org.apache.avro.ipc.HandshakeRequest;
import org.apache.avro.ipc.HandshakeResponse;
import org.apache.avro.ipc.MD5;

/**
 * The two records of an Avro RPC handshake over the Avro specification's HelloWorld protocol, built
 * through the generated builders as avro-ipc's Requestor and Responder fill them: the client's
 * retry with its protocol after the server did not know its hash, and the server's answer.
 */
public final class Samples {
  private Samples() {}

  public static HandshakeRequest handshakeRequest() {
    Protocol protocol = protocol();
    MD5 hash = new MD5(protocol.getMD5());
    return HandshakeRequest.newBuilder()
        .setClientHash(hash)
        .setClientProtocol(protocol.toString())
        .setServerHash(hash)
        .setMeta(meta())
        .build();
  }

  public static HandshakeResponse handshakeResponse() {
    Protocol protocol = protocol();
    return HandshakeResponse.newBuilder()
        .setMatch(HandshakeMatch.CLIENT)
        .setServerProtocol(protocol.toString())
        .setServerHash(new MD5(protocol.getMD5()))
        .setMeta(meta())
        .build();
  }

  /** What an RPCPlugin adds to the handshake's meta: a trace id. */
  private static Map<String, ByteBuffer> meta() {
    Map<String, ByteBuffer> meta = new LinkedHashMap<>();
    meta.put("trace-id", ByteBuffer.wrap("4bf92f3577b34da6a3ce929d0e0e4736".getBytes(StandardCharsets.US_ASCII)));
    return meta;
  }

  private static Protocol protocol() {
    try (InputStream in = Samples.class.getResourceAsStream("/hello-world.avpr")) {
      return Protocol.parse(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
