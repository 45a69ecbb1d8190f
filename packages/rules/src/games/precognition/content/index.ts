import { objectives } from "./objectives.js";
import { prescients } from "./prescients.js";
import { coopRiver, islands, river } from "./river.js";
import { rooms } from "./rooms.js";
import { validateContent } from "./schema.js";

/** All of Précognition's designed content, validated once at load (throws on bad data). */
export const content = validateContent({ prescients, rooms, river, islands, coopRiver, objectives });

export * from "./schema.js";
