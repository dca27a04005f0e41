package io.serbench.worker.probes;

import io.serbench.probe.common.Capability;
import io.serbench.result.Capabilities;
import java.util.EnumSet;
import java.util.Set;

/**
 * One codec's verdicts on one model over a run, as its probes fill them in: before the race the
 * capabilities the constraints name, after it those the answer needs, and whatever the probe cache
 * held. Every other cell reads {@link Capability#NOT_NEEDED}. A cell reused from the cache keeps
 * its first time for the cache and costs this run nothing in what it reports.
 */
final class HeldVerdicts {
  private Capabilities cells;
  private final Set<Capability> probed = EnumSet.noneOf(Capability.class);
  private final Set<Capability> reused = EnumSet.noneOf(Capability.class);
  private String reusedAt;
  private boolean looked;
  private final boolean carried;

  /**
   * @param unprobed the cells before any probe: each NOT_TESTED, with the reason it was skipped or
   *     with {@link Capability#NOT_NEEDED}
   * @param carried whether the codec is probed on this model at all (it carries it)
   */
  HeldVerdicts(Capabilities unprobed, boolean carried) {
    this.cells = unprobed;
    this.carried = carried;
  }

  /** Whether the codec is probed on this model at all. */
  boolean carried() {
    return carried;
  }

  /** Whether the probe cache was asked for this model already. */
  boolean looked() {
    return looked;
  }

  /**
   * Takes every capability a cache entry holds and this run has not probed yet.
   *
   * @return whether it took any
   */
  boolean adopt(ProbeCache.Entry entry) {
    looked = true;
    boolean any = false;
    for (Capability capability : entry.probed()) {
      if (probed.add(capability)) {
        cells = capability.copy(entry.capabilities(), cells);
        reused.add(capability);
        reusedAt = entry.probedAt();
        any = true;
      }
    }
    return any;
  }

  /** Marks the cache as asked, with nothing found. */
  void missed() {
    looked = true;
  }

  /** The capabilities of {@code wanted} that this model still lacks. */
  Set<Capability> lacking(Set<Capability> wanted) {
    Set<Capability> lacking = EnumSet.noneOf(Capability.class);
    wanted.stream().filter(c -> !probed.contains(c)).forEach(lacking::add);
    return lacking;
  }

  /** Takes the cells of {@code capabilities} from verdicts this run probed. */
  void take(Capabilities fresh, Set<Capability> capabilities) {
    for (Capability capability : capabilities) {
      cells = capability.copy(fresh, cells);
      probed.add(capability);
    }
  }

  /** What was probed for this model, this run or before it. */
  Set<Capability> probed() {
    return probed;
  }

  /** The cells for the probe cache: reused ones with the time they first took. */
  Capabilities forCache() {
    return cells.withReusedFrom(null);
  }

  /**
   * The verdicts this run reports: reused from the cache when every probed one was (with their
   * first time, which the log counts as saved); else the reused cells cost this run nothing.
   */
  Capabilities verdicts() {
    if (!reused.isEmpty() && reused.equals(probed)) {
      return cells.withReusedFrom(reusedAt);
    }
    Capabilities own = cells;
    for (Capability capability : reused) {
      own = capability.untimed(own);
    }
    return own;
  }
}
