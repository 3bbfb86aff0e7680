/** The timeline room: WireEvent stream → sessions → one RequestTimeline per request. */
export { createTimelineBuilder } from './builder.js';
export type { TimelineBuilder, TimelineBuilderStats, TimelineInput } from './builder.js';
export type * from './types.js';
