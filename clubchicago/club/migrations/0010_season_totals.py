import django.db.models.deletion
from django.db import migrations, models
from django.db.models import Count, Sum


def sum_existing_credits(apps, schema_editor):
    """Each season's totals from the credits already stored, as ``services.credits.season_sums``
    adds them up."""
    ChukkerCredit = apps.get_model("club", "ChukkerCredit")
    SeasonTotal = apps.get_model("club", "SeasonTotal")
    SeasonFiches = apps.get_model("club", "SeasonFiches")
    credits = ChukkerCredit.objects.filter(evening__season__isnull=False).order_by()
    SeasonTotal.objects.bulk_create(
        (
            SeasonTotal(
                season_id=row["evening__season_id"],
                player_id=row["player_id"],
                positions=row["positions"],
                raw=row["raw_total"],
                hundreds=row["hundreds_total"],
            )
            for row in credits.values("evening__season_id", "player_id").annotate(
                positions=Count("pk"), raw_total=Sum("raw"), hundreds_total=Sum("hundreds")
            )
        ),
        batch_size=1000,
    )
    SeasonFiches.objects.bulk_create(
        (
            SeasonFiches(
                season_id=row["evening__season_id"],
                player_id=row["player_id"],
                fiche_value=row["evening__fiche_value"],
                fiches=row["fiches_total"],
            )
            for row in credits.filter(evening__unit="fiches")
            .values("evening__season_id", "player_id", "evening__fiche_value")
            .annotate(fiches_total=Sum("fiches"))
        ),
        batch_size=1000,
    )


class Migration(migrations.Migration):

    dependencies = [
        ('club', '0009_chukker_credits'),
    ]

    operations = [
        migrations.CreateModel(
            name='SeasonTotal',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('positions', models.IntegerField()),
                ('raw', models.IntegerField()),
                ('hundreds', models.IntegerField()),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='+', to='club.player')),
                ('season', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='club.season')),
            ],
            options={
                'verbose_name': 'season total',
                'verbose_name_plural': 'season totals',
                'constraints': [models.UniqueConstraint(fields=('season', 'player'), name='season_total_once')],
            },
        ),
        migrations.CreateModel(
            name='SeasonFiches',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('fiche_value', models.PositiveIntegerField()),
                ('fiches', models.IntegerField()),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='+', to='club.player')),
                ('season', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='club.season')),
            ],
            options={
                'verbose_name': 'season fiches',
                'verbose_name_plural': 'season fiches',
                'constraints': [models.UniqueConstraint(fields=('season', 'player', 'fiche_value'), name='season_fiches_once_per_value')],
            },
        ),
        migrations.RunPython(sum_existing_credits, migrations.RunPython.noop),
    ]
