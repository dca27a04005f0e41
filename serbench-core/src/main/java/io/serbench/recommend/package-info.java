/**
 * The answer: which codec to pick, and what it gives up. {@code Recommender} runs {@code
 * Eligibility} (the requirement that eliminates a codec, typed as a {@code result.Requirement}; a
 * NOT_TESTED verdict never meets a constraint), {@code Ranking} (the ranked list and a typed {@code
 * Ranking.Top}: the top group, the pick and what picked it, from the same-round evidence of {@code
 * RoundScores}) and {@code Reasons}, which writes every sentence of the ranking. {@code
 * Alternatives} (with {@code Switching}, the move from the current codec) says what the pick gives
 * up, and {@code FirstLines} writes the answer's first screen once: one line per capability, with
 * its details, such as the {@code -Dserbench.codecs} value that {@code Unmet} builds from the run's
 * own selection. Verdicts are typed and the English is written once, here; nothing reads its own
 * prose back. The race asks the same recommender after each round, so the race and the report
 * cannot disagree on who is still in.
 */
package io.serbench.recommend;
