/** The timeline's name for the shared safe JSON reads (their home is src/json.ts). */
export { asId, field, isObject, stringField, type JsonObject } from '../json.js';
