import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";

/** The frame of every e-mail action screen: a title, the state, and actions. */
export function ActionCard({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-xl flex-1 items-start px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
        </CardHeader>
        {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
        <CardFooter>{actions}</CardFooter>
      </Card>
    </main>
  );
}

export function ActionWorking({ title }: { title: ReactNode }) {
  return (
    <ActionCard title={title}>
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner />
        <Trans id="common.pleaseWait">One moment…</Trans>
      </p>
    </ActionCard>
  );
}

/** docs/product.md §2: errors show an error card with a way back home (plus any action given). */
export function ActionError({
  title,
  message,
  actions,
}: {
  title: ReactNode;
  message: string;
  actions?: ReactNode;
}) {
  return (
    <ActionCard
      title={title}
      actions={
        <>
          {actions}
          <Button variant="outline" asChild>
            <Link to="/">
              <Trans id="authAction.backHome">Back to home</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <Alert variant="destructive">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </ActionCard>
  );
}

export function ActionSuccess({ title, message }: { title: ReactNode; message: string }) {
  return (
    <ActionCard title={title}>
      <Alert variant="success">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </ActionCard>
  );
}
