package com.acme.inhouse;

import com.acme.model.Ticket;
import io.serbench.codec.Codec;
import io.serbench.codec.CodecContext;
import io.serbench.codec.CodecInfo;
import io.serbench.codec.CodecProvider;
import io.serbench.codec.Effort;
import io.serbench.codec.Format;
import io.serbench.codec.Structure;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/** {@code inhouse-ticket}: a hand-written mapper for one class, kept in the project itself. */
public final class DataStreamTicketCodecProvider implements CodecProvider {
  @Override
  public CodecInfo info() {
    return CodecInfo.builder("inhouse-ticket")
        .library("com.acme:custom-codec-spi")
        .versionClass(DataStreamTicketCodecProvider.class.getName())
        .mode("hand-written DataOutputStream mapper for Ticket")
        .effort(Effort.CLASSES_KNOWN)
        .format(Format.BINARY)
        .structure(Structure.TREE)
        .threadSafe(true)
        .pooling("thread-safe: streams are created per call")
        .documentation("https://wiki.acme.example/codecs/ticket")
        .build();
  }

  @Override
  public Codec create(CodecContext context) throws Exception {
    Field id = field("id");
    Field title = field("title");
    Field priority = field("priority");
    Field watchers = field("watchers");
    return new Codec() {
      @Override
      public byte[] encode(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeLong(id.getLong(value));
        out.writeUTF((String) title.get(value));
        out.writeInt(priority.getInt(value));
        @SuppressWarnings("unchecked")
        List<String> list = (List<String>) watchers.get(value);
        out.writeInt(list.size());
        for (String watcher : list) {
          out.writeUTF(watcher);
        }
        return bytes.toByteArray();
      }

      @Override
      public Object decode(byte[] bytes) throws Exception {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        Ticket ticket = new Ticket();
        id.setLong(ticket, in.readLong());
        title.set(ticket, in.readUTF());
        priority.setInt(ticket, in.readInt());
        int size = in.readInt();
        List<String> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
          list.add(in.readUTF());
        }
        watchers.set(ticket, list);
        return ticket;
      }
    };
  }

  private static Field field(String name) throws NoSuchFieldException {
    Field field = Ticket.class.getDeclaredField(name);
    field.setAccessible(true);
    return field;
  }
}
