// The signed-in user's organizations and the session's active space (an organization, or null: personal), shared by
// the header's switcher and the organizations pages. Switching reloads the page so every list is read in the new space.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "./api";
import { useSession } from "./session";

export type Role = Schemas["OrganizationRole"];
export const ROLES: Role[] = ["owner", "admin", "member"];

type Membership = Schemas["Membership"];

interface SpacesState {
  organizations: Membership[];
  activeId: string | null;
  /** The active organization (null in the personal space, or before the list is read). */
  active: Membership | null;
  loaded: boolean;
  refresh(): Promise<void>;
  /** Makes `organizationId` (null: personal) the session's space, then reloads the page's data in it. */
  switchTo(organizationId: string | null): Promise<void>;
}

const Ctx = createContext<SpacesState>({
  organizations: [],
  activeId: null,
  active: null,
  loaded: false,
  refresh: async () => {},
  switchTo: async () => {},
});

export function SpacesProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [organizations, setOrganizations] = useState<Membership[]>([]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const userId = session?.user.id ?? null;

  const refresh = useCallback(async () => {
    if (!userId) {
      setOrganizations([]);
      setActiveId(null);
      setLoaded(false);
      return;
    }
    const r = await quire.ok(quire.api.GET("/api/organizations"));
    setOrganizations(r.items);
    setActiveId(r.activeOrganizationId);
    setLoaded(true);
  }, [userId]);

  useEffect(() => {
    refresh().catch(() => setLoaded(false));
  }, [refresh]);

  const switchTo = useCallback(async (organizationId: string | null) => {
    await quire.ok(quire.api.PUT("/api/organizations/active", { body: { organizationId } }));
    // A document's page belongs to the space it was opened in: go to the new space's workspace instead.
    if (/^\/app\/d\//.test(location.pathname)) location.assign("/app");
    else location.reload();
  }, []);

  const active = organizations.find((o) => o.id === activeId) ?? null;
  return <Ctx.Provider value={{ organizations, activeId, active, loaded, refresh, switchTo }}>{children}</Ctx.Provider>;
}

export const useSpaces = () => useContext(Ctx);
