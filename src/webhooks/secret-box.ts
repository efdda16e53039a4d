// Signing secrets at rest. A webhook secret must be read back to sign each delivery, so it cannot be stored as a hash
// like an API key; it is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from AUTH_SECRET, with the
// endpoint's id as associated data. A copy of the database alone (a backup, a read-only SQL injection) then yields no
// secret that could forge a delivery, and a sealed secret moved to another row does not open. Changing AUTH_SECRET
// makes the stored secrets unreadable: those endpoints' deliveries fail, saying so, until they are made again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const SECRET_PREFIX = "whsec_";

export interface SecretBox {
  seal(secret: string, endpointId: string): string;
  /** The secret, or null when it does not open (another AUTH_SECRET, or a tampered row). */
  open(sealed: string, endpointId: string): string | null;
}

/** A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

export function createSecretBox(authSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "quire", "webhook signing secrets v1", 32));
  return {
    seal(secret, endpointId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(endpointId));
      const sealed = Buffer.concat([iv, cipher.update(secret, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${sealed.toString("base64url")}`;
    },
    open(sealed, endpointId) {
      const [version, body] = sealed.split(".");
      if (version !== VERSION || !body) return null;
      const bytes = Buffer.from(body, "base64url");
      if (bytes.length < 12 + 16 + 1) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
        decipher.setAAD(Buffer.from(endpointId));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
  };
}
