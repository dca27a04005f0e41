/**
 * The bytecode of a model class's versions: the class's own class file changed (a field removed,
 * renamed, retyped or added, following the class's conventions), a record rebuilt with its
 * annotations, and every reference in the classes around it rewritten to follow the change. It
 * reaches no other probe package.
 */
package io.serbench.probe.versioning.bytecode;
