import type { DocBlock, DocInline } from '@cakemix/core';
import { Anchor, Blockquote, Box, Code, Divider, List, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * Renders the document tree the API makes of an article's Markdown as React elements: every node type is
 * known here and text is always text, so nothing in a content file can inject markup or script.
 */

function Inlines({ nodes }: { nodes: DocInline[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the tree is static; its order is its identity.
        <InlineNode key={index} node={node} />
      ))}
    </>
  );
}

function InlineNode({ node }: { node: DocInline }): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return (
        <strong>
          <Inlines nodes={node.children} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <Inlines nodes={node.children} />
        </em>
      );
    case 'code':
      return <Code>{node.text}</Code>;
    case 'br':
      return <br />;
    case 'link':
      // In-app paths stay in the single-page app; other links open in a new tab.
      return node.href.startsWith('/') ? (
        <Anchor component={Link} to={node.href}>
          <Inlines nodes={node.children} />
        </Anchor>
      ) : (
        <Anchor href={node.href} target="_blank" rel="noopener noreferrer">
          <Inlines nodes={node.children} />
        </Anchor>
      );
  }
}

function Blocks({ blocks }: { blocks: DocBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the tree is static; its order is its identity.
        <BlockNode key={index} block={block} />
      ))}
    </>
  );
}

function BlockNode({ block }: { block: DocBlock }): ReactNode {
  switch (block.type) {
    case 'heading':
      return (
        <Title order={block.level} id={block.id} mt="lg" mb="xs" fz={block.level === 2 ? 22 : 18}>
          <Inlines nodes={block.children} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text mb="sm">
          <Inlines nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} mb="sm" spacing={4} withPadding>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the tree is static; its order is its identity.
            <List.Item key={index}>
              <ListItemBlocks blocks={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'blockquote':
      return (
        <Blockquote mb="sm" p="sm">
          <Blocks blocks={block.children} />
        </Blockquote>
      );
    case 'code':
      return (
        <Code block mb="sm">
          {block.text}
        </Code>
      );
    case 'table':
      return (
        <Table.ScrollContainer minWidth={480} mb="md">
          <Table striped withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the tree is static; its order is its identity.
                  <Table.Th key={index} ta={block.align[index] ?? undefined}>
                    <Inlines nodes={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the tree is static; its order is its identity.
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the tree is static; its order is its identity.
                    <Table.Td key={index} ta={block.align[index] ?? undefined}>
                      <Inlines nodes={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    case 'hr':
      return <Divider my="md" />;
  }
}

/** A tight list item is one paragraph: shown inline, without the paragraph's margin. */
function ListItemBlocks({ blocks }: { blocks: DocBlock[] }) {
  const [first, ...rest] = blocks;
  if (first?.type === 'paragraph') {
    return (
      <>
        <Inlines nodes={first.children} />
        <Blocks blocks={rest} />
      </>
    );
  }
  return <Blocks blocks={blocks} />;
}

export function DocContent({ blocks }: { blocks: DocBlock[] }) {
  return (
    <Box>
      <Blocks blocks={blocks} />
    </Box>
  );
}
