// The signed-in user, read once from /api/auth/get-session and shared with every page.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "./api";

interface SessionState {
  session: Schemas["Session"];
  loading: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const Ctx = createContext<SessionState>({
  session: null,
  loading: true,
  refresh: async () => {},
  signOut: async () => {},
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Schemas["Session"]>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(async () => {
    try {
      setSession(await quire.ok(quire.api.GET("/api/auth/get-session")));
    } catch {
      setSession(null);
    } finally {
      setLoading(false);
    }
  }, []);
  const signOut = useCallback(async () => {
    await quire.ok(quire.api.POST("/api/auth/sign-out"));
    setSession(null);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return <Ctx.Provider value={{ session, loading, refresh, signOut }}>{children}</Ctx.Provider>;
}

export const useSession = () => useContext(Ctx);
