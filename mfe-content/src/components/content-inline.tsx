import type { ReactNode } from 'react';
import { Anchor } from 'ui-kit';
import type { Inline } from '../content/content-types';
import { TextLink } from './text-link';

function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <TextLink to={href}>{children}</TextLink>;
  return (
    <Anchor href={href} rel="noopener noreferrer" underline="always">
      {children}
    </Anchor>
  );
}

export function ContentInline({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (typeof node === 'string') return node;
        switch (node.t) {
          case 'strong':
          case 'em': {
            const Tag = node.t;
            return (
              <Tag key={i}>
                <ContentInline nodes={node.c} />
              </Tag>
            );
          }
          case 'link':
            return (
              <ContentLink key={i} href={node.href}>
                <ContentInline nodes={node.c} />
              </ContentLink>
            );
          case 'code':
            return <code key={i}>{node.v}</code>;
          case 'br':
            return <br key={i} />;
        }
      })}
    </>
  );
}
