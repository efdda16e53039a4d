// The URL allowlists of the block model: links http/https/mailto only, images data: png/jpeg/gif/webp only.

const SAFE_HREF = /^(?:https?:\/\/[^\s]|mailto:[^\s])/i;
const SAFE_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/i;

/** The href itself when it is an http, https or mailto URL without whitespace or control characters; else null. */
export function safeHref(href: string): string | null {
  // Control characters and whitespace anywhere can split a scheme in some parsers; refuse outright.
  if (!SAFE_HREF.test(href) || /[\u0000-\u0020\u007f-\u009f]/.test(href)) return null;
  return href;
}

/** The src itself when it is a base64 data: URL of png, jpeg, gif or webp (never svg); else null. */
export function safeImageSrc(src: string): string | null {
  return SAFE_IMAGE.test(src) ? src : null;
}

/** A short, printable form of a URL for warnings (never the whole of a long data: URL). */
export function describeUrl(url: string): string {
  const clean = url.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}
