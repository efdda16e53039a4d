// The whole real-writing corpus, every language's cases together.
import type { RealCase } from "../types.js";
import { AR } from "./ar.js";
import { DE } from "./de.js";
import { EN } from "./en.js";
import { ES } from "./es.js";
import { FR } from "./fr.js";
import { IT } from "./it.js";
import { JA } from "./ja.js";
import { NL } from "./nl.js";
import { PT } from "./pt.js";
import { ZH } from "./zh.js";

export const CORPUS: readonly RealCase[] = [...EN, ...DE, ...FR, ...ES, ...PT, ...IT, ...NL, ...JA, ...ZH, ...AR];
