import type { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '@masterport/data';

export interface SingleTableProps {
  readonly removalPolicy: RemovalPolicy;
  /** Deletion protection: on wherever the data must outlive a mistaken `cdk destroy`. */
  readonly protect: boolean;
}

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/**
 * The application's only table, built from the same definition the local cloud provisions, so key
 * names, indexes and the TTL attribute cannot drift between the two.
 */
export class SingleTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: SingleTableProps) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
      sortKey: stringKey(TABLE_DEFINITION.sortKey),
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: props.protect,
      removalPolicy: props.removalPolicy,
    });
    for (const index of TABLE_DEFINITION.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }

  /** ARNs of the table and each of its indexes, for grants that name them instead of `index/*`. */
  get resourceArns(): string[] {
    return [
      this.table.tableArn,
      ...TABLE_DEFINITION.globalSecondaryIndexes.map((index) => `${this.table.tableArn}/index/${index.indexName}`),
    ];
  }
}
