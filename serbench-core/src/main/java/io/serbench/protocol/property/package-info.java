/**
 * The system properties that cross from one serbench JVM to another ({@link
 * io.serbench.protocol.property.SystemProperty}): part of the protocol, but a room below every
 * layer, since the forks' and child JVMs' code that reads them lives in the lowest layers. It
 * stands on nothing of serbench's.
 */
package io.serbench.protocol.property;
