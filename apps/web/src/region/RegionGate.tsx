import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PATHS } from "../routes/paths";
import { regionVerdict, type RegionVerdict } from "./region-check";

/**
 * The access gate of app-shell §1: a visitor from a blocked region is sent to /blocked, and back there from
 * any other page. Renders nothing; must sit inside the router (the layout renders it through WalletDialogs).
 */
export function RegionGate({ check = regionVerdict }: { check?: () => Promise<RegionVerdict> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [verdict, setVerdict] = useState<RegionVerdict | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void check().then((result) => {
      if (live) setVerdict(result);
    });
    return () => {
      live = false;
    };
  }, [check]);

  useEffect(() => {
    if (verdict === "blocked" && pathname !== PATHS.blocked) void navigate(PATHS.blocked, { replace: true });
  }, [verdict, pathname, navigate]);

  return null;
}
