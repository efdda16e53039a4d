// Kysely plugin for SQLite: LIMIT and OFFSET values are compiled as `cast(? as integer)`, never a bare `?`.
import {
  OperationNodeTransformer,
  RawNode,
  SelectQueryNode,
  ValueNode,
  type KyselyPlugin,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

/**
 * SQLite (3.4x on) plans a statement with the value bound to a bare LIMIT or OFFSET parameter, and so marks it
 * expired whenever that parameter is bound again. better-sqlite3 binds every parameter on every run, so each run
 * of such a statement was parsed and planned anew; an expression around the parameter keeps one plan.
 */
class LimitTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    return { ...node, limit: asInteger(node.limit) };
  }

  protected override transformOffset(node: OffsetNode): OffsetNode {
    return { ...node, offset: asInteger(node.offset) };
  }
}

function asInteger(node: OperationNode): OperationNode {
  return ValueNode.is(node) && !node.immediate ? RawNode.create(["cast(", " as integer)"], [node]) : node;
}

export class SqliteLimitPlugin implements KyselyPlugin {
  readonly #transformer = new LimitTransformer();

  // Only a select has a LIMIT or OFFSET to rewrite: the rest (every write) is passed on without walking its tree.
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return SelectQueryNode.is(args.node) ? this.#transformer.transformNode(args.node, args.queryId) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
