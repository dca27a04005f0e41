package io.serbench.testmodel;

import java.io.Serializable;
import java.util.List;

/**
 * The jvm-serializers benchmark's model: one media item with its images, private fields behind
 * public accessors as in jvm-serializers' {@code data.media} classes.
 */
public class MediaContent implements Serializable {
  private Media media;
  private List<Image> images;

  public MediaContent() {}

  public MediaContent(Media media, List<Image> images) {
    this.media = media;
    this.images = images;
  }

  public Media getMedia() {
    return media;
  }

  public void setMedia(Media media) {
    this.media = media;
  }

  public List<Image> getImages() {
    return images;
  }

  public void setImages(List<Image> images) {
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

    public String getUri() {
      return uri;
    }

    public void setUri(String uri) {
      this.uri = uri;
    }

    public String getTitle() {
      return title;
    }

    public void setTitle(String title) {
      this.title = title;
    }

    public int getWidth() {
      return width;
    }

    public void setWidth(int width) {
      this.width = width;
    }

    public int getHeight() {
      return height;
    }

    public void setHeight(int height) {
      this.height = height;
    }

    public String getFormat() {
      return format;
    }

    public void setFormat(String format) {
      this.format = format;
    }

    public long getDuration() {
      return duration;
    }

    public void setDuration(long duration) {
      this.duration = duration;
    }

    public long getSize() {
      return size;
    }

    public void setSize(long size) {
      this.size = size;
    }

    public int getBitrate() {
      return bitrate;
    }

    public void setBitrate(int bitrate) {
      this.bitrate = bitrate;
    }

    public boolean isHasBitrate() {
      return hasBitrate;
    }

    public void setHasBitrate(boolean hasBitrate) {
      this.hasBitrate = hasBitrate;
    }

    public List<String> getPersons() {
      return persons;
    }

    public void setPersons(List<String> persons) {
      this.persons = persons;
    }

    public Player getPlayer() {
      return player;
    }

    public void setPlayer(Player player) {
      this.player = player;
    }

    public String getCopyright() {
      return copyright;
    }

    public void setCopyright(String copyright) {
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

    public String getUri() {
      return uri;
    }

    public void setUri(String uri) {
      this.uri = uri;
    }

    public String getTitle() {
      return title;
    }

    public void setTitle(String title) {
      this.title = title;
    }

    public int getWidth() {
      return width;
    }

    public void setWidth(int width) {
      this.width = width;
    }

    public int getHeight() {
      return height;
    }

    public void setHeight(int height) {
      this.height = height;
    }

    public Size getSize() {
      return size;
    }

    public void setSize(Size size) {
      this.size = size;
    }
  }
}
