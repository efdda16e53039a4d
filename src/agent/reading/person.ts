// A person as the user names them with a role: "Anna Berg (CFO)", "our CTO Jonas Berg", "Ana Ruiz como directora",
// "CTOの田中", "首席技术官王伟" — the name as written, the role in the user's words.

export interface Person {
  name: string;
  role?: string;
}

const POSSESSIVE =
  /^(?:our|my|their|the|unser(?:e|en|em)?|die|der|notre|nos|le|la|nuestro|nuestra|el|o nosso|a nossa|nosso|nossa|o|a|il nostro|la nostra|il|nostro|nostra|onze|ons|de|het)\s+/iu;
const AS = /^(?<name>.+?)\s+(?:as|als|comme|como|come|qualità di)\s+(?<role>.+)$/iu;
/** A word of a name: a capital, then at least one small letter ("Siobhán", "O'Connor"); "CTO" is not one. */
const NAME_WORD = /^[\p{Lu}][\p{L}\p{M}'’.-]*\p{Ll}[\p{L}\p{M}'’.-]*$/u;
const NAME_PARTICLE = /^(?:de|da|di|del|van|von|der|le|la|du|des|dos|ten|ter)$/i;
const ZH_ROLE_END =
  /^(?<role>.*(?:官|师|经理|总监|主管|负责人|总裁|主任|长|助理|顾问|工程师))(?<name>\p{Script=Han}{2,3})$/u;

/** The name and role an item gives, or null when it names no role beside a name. */
export function personOf(text: string): Person | null {
  const t = text.trim();
  const as = AS.exec(t)?.groups;
  if (as && isPersonName(as.name!)) return { name: as.name!.trim(), role: as.role!.trim() };
  const cjk = (
    /^(?<role>.+)の(?<name>\p{Script=Han}[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,6})$/u.exec(t) ??
    ZH_ROLE_END.exec(t)
  )?.groups;
  if (cjk) return { name: cjk.name!, role: cjk.role! };
  const words = t.replace(POSSESSIVE, "").split(/\s+/);
  let at = words.length;
  while (at > 0 && (NAME_WORD.test(words[at - 1]!) || (at < words.length && NAME_PARTICLE.test(words[at - 1]!)))) at--;
  const name = words.slice(at).join(" ");
  const role = words.slice(0, at).join(" ");
  if (!name || !role || words.length - at > 4) return null;
  return { name, role };
}

/** Whether a text reads as a person's name: one to four capitalised words. */
export function isPersonName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 4 &&
    words.every((w, i) => NAME_WORD.test(w) || (i > 0 && NAME_PARTICLE.test(w)))
  );
}
