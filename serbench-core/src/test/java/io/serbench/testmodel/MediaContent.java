package io.serbench.testmodel;

import java.io.Serializable;
import java.util.List;

/** The jvm-serializers benchmark's model: one media item with its images. */
public class MediaContent implements Serializable {
  private Media media;
  private List<Image> images;

  public MediaContent() {}

  public MediaContent(Media media, List<Image> images) {
    this.media = media;
    this.images = images;
  }

  /** A video or audio item. */
  public static class Media implements Serializable {
    /** The player that plays it. */
    public enum Player {
      JAVA,
      FLASH
    }

    private String uri;
    private String title;
    private int width;
    private int height;
    private String format;
    private long duration;
    private long size;
    private int bitrate;
    private boolean hasBitrate;
    private List<String> persons;
    private Player player;
    private String copyright;

    public Media() {}

    public Media(
        String uri,
        String title,
        int width,
        int height,
        String format,
        long duration,
        long size,
        int bitrate,
        boolean hasBitrate,
        List<String> persons,
        Player player,
        String copyright) {
      this.uri = uri;
      this.title = title;
      this.width = width;
      this.height = height;
      this.format = format;
      this.duration = duration;
      this.size = size;
      this.bitrate = bitrate;
      this.hasBitrate = hasBitrate;
      this.persons = persons;
      this.player = player;
      this.copyright = copyright;
    }
  }

  /** A still image of the media item. */
  public static class Image implements Serializable {
    /** Its size class. */
    public enum Size {
      SMALL,
      LARGE
    }

    private String uri;
    private String title;
    private int width;
    private int height;
    private Size size;

    public Image() {}

    public Image(String uri, String title, int width, int height, Size size) {
      this.uri = uri;
      this.title = title;
      this.width = width;
      this.height = height;
      this.size = size;
    }
  }
}
