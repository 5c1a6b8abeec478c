"""A deal's entry key belongs to its table: unique per table, no longer across the club.

The same key sent to another table's link is another entry there, not "already entered".
"""

import django.db.models.deletion
from django.db import migrations, models


def keys_to_their_tables(apps, schema_editor):
    """Every deal's key, kept beside it with the table it was entered at."""
    DealRecord = apps.get_model("club", "DealRecord")
    EntryKey = apps.get_model("club", "EntryKey")
    keyed = DealRecord.objects.exclude(entry_key=None).values_list("pk", "chukker__table_id", "entry_key")
    EntryKey.objects.bulk_create(
        (EntryKey(deal_id=deal, table_id=table, key=key) for deal, table, key in keyed.iterator()),
        batch_size=1000,
    )


def keys_back_on_their_deals(apps, schema_editor):
    DealRecord = apps.get_model("club", "DealRecord")
    EntryKey = apps.get_model("club", "EntryKey")
    for deal, key in EntryKey.objects.values_list("deal_id", "key").iterator():
        DealRecord.objects.filter(pk=deal).update(entry_key=key)


class Migration(migrations.Migration):

    dependencies = [
        ('club', '0010_season_totals'),
    ]

    operations = [
        migrations.CreateModel(
            name='EntryKey',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('key', models.CharField(max_length=64)),
                ('deal', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='entry', to='club.dealrecord')),
                ('table', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='entry_keys', to='club.table')),
            ],
            options={
                'verbose_name': 'entry key',
                'verbose_name_plural': 'entry keys',
                'constraints': [models.UniqueConstraint(fields=('table', 'key'), name='entry_key_once_per_table')],
            },
        ),
        migrations.RunPython(keys_to_their_tables, keys_back_on_their_deals),
        migrations.RemoveField(
            model_name='dealrecord',
            name='entry_key',
        ),
    ]
